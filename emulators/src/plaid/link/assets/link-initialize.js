/*
 * Local stand-in for Plaid's link-initialize.js, served by the bank-linking emulator.
 * Load it before react-plaid-link's usePlaidLink first runs (the app's accounts remote adds it from the runtime config
 * and waits for it). It defines window.Plaid and adds a marker <script> whose src is
 * Plaid's CDN URL but whose type is not JavaScript, so the browser never fetches it while react-plaid-link (5.0.0),
 * which looks for a script with exactly that src, takes Plaid as already loaded.
 * The Link UI runs in a frame on the emulator's origin; the two sides talk by postMessage and check each other's origin.
 */
(function () {
  'use strict';
  if (window.Plaid && window.Plaid.__emulated) return;

  var CDN_URL = 'https://cdn.plaid.com/link/v2/stable/link-initialize.js';
  var script = document.currentScript;
  var EMULATOR_ORIGIN = new URL(script && script.src ? script.src : '__EMULATOR_ORIGIN__', location.href).origin;
  var MARK = '__plaidLinkEmulator';

  function addMarker() {
    if (document.querySelector('script[src="' + CDN_URL + '"]')) return;
    var marker = document.createElement('script');
    marker.type = 'text/x-plaid-link-emulated';
    marker.src = CDN_URL;
    (document.head || document.documentElement).appendChild(marker);
  }
  addMarker();

  var counter = 0;

  function createInstance(config, container) {
    config = config || {};
    var embedded = Boolean(container);
    var destroyed = false;
    var loaded = false;
    var openWanted = false;
    var isOpen = false;
    var lastMetadata = { status: null, institution: null, link_session_id: null, request_id: null };
    counter += 1;

    var frame = document.createElement('iframe');
    frame.id = 'plaid-link-iframe-' + counter;
    frame.name = frame.id;
    frame.title = 'Plaid Link';
    frame.setAttribute('data-plaid-link-emulator', 'true');
    frame.src =
      EMULATOR_ORIGIN +
      '/link/frame?token=' +
      encodeURIComponent(config.token || '') +
      '&origin=' +
      encodeURIComponent(location.origin) +
      (embedded ? '&embedded=1' : '');
    if (embedded) {
      frame.style.cssText = 'width:100%;height:100%;border:0;display:block;';
    } else {
      frame.style.cssText =
        'position:fixed;top:0;left:0;width:100%;height:100%;border:0;z-index:2147483647;display:none;background:transparent;';
    }

    function post(message) {
      if (!frame.contentWindow) return;
      message[MARK] = true;
      frame.contentWindow.postMessage(message, EMULATOR_ORIGIN);
    }

    function hide() {
      isOpen = false;
      if (!embedded) frame.style.display = 'none';
    }

    function show() {
      isOpen = true;
      frame.style.display = 'block';
      post({ type: 'open' });
    }

    function onMessage(event) {
      if (destroyed || event.origin !== EMULATOR_ORIGIN || event.source !== frame.contentWindow) return;
      var message = event.data;
      if (!message || message[MARK] !== true) return;
      switch (message.type) {
        case 'loaded':
          loaded = true;
          if (typeof config.onLoad === 'function') config.onLoad();
          if (openWanted || embedded) show();
          break;
        case 'event':
          if (message.metadata)
            lastMetadata = Object.assign({}, lastMetadata, {
              link_session_id: message.metadata.link_session_id,
              request_id: message.metadata.request_id,
            });
          if (typeof config.onEvent === 'function') config.onEvent(message.eventName, message.metadata);
          break;
        case 'success':
          hide();
          if (typeof config.onSuccess === 'function') config.onSuccess(message.publicToken, message.metadata);
          break;
        case 'exit':
          hide();
          if (typeof config.onExit === 'function') config.onExit(message.error || null, message.metadata);
          break;
      }
    }

    window.addEventListener('message', onMessage);
    (container || document.body).appendChild(frame);

    return {
      open: function () {
        if (destroyed) return;
        // open() may come before the frame has loaded: it then opens as soon as the frame says it is ready.
        if (loaded) show();
        else openWanted = true;
      },
      exit: function (options) {
        if (destroyed) return;
        openWanted = false;
        if (options && options.force) {
          var wasOpen = isOpen;
          hide();
          post({ type: 'reset' });
          if (wasOpen && typeof config.onExit === 'function') config.onExit(null, lastMetadata);
        } else if (isOpen) {
          post({ type: 'exit' });
        }
      },
      submit: function (data) {
        if (destroyed) return;
        post({ type: 'submit', data: data || {} });
      },
      destroy: function () {
        if (destroyed) return;
        destroyed = true;
        window.removeEventListener('message', onMessage);
        if (frame.parentNode) frame.parentNode.removeChild(frame);
      },
    };
  }

  window.Plaid = {
    __emulated: true,
    version: '2.0.0-emulated',
    create: function (config) {
      return createInstance(config, null);
    },
    createEmbedded: function (config, target) {
      if (!target) throw new Error('Plaid.createEmbedded needs a target element');
      var instance = createInstance(config, target);
      return { destroy: instance.destroy };
    },
  };
})();
