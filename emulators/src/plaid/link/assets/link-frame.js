/*
 * The emulated Link UI, running in a frame on the emulator's origin. It talks to the page only by postMessage, to
 * the origin the page gave in the frame's URL, and accepts messages only from that origin and from its parent window.
 * Sandbox behaviour: pick an institution, sign in with user_good / pass_good, pick accounts, success.
 */
(function () {
  'use strict';
  var params = new URLSearchParams(location.search);
  var PARENT_ORIGIN = params.get('origin') || '';
  var TOKEN = params.get('token') || '';
  var MARK = '__plaidLinkEmulator';
  var view = document.getElementById('view');
  if (params.get('embedded') === '1') document.documentElement.className = 'embedded';

  var session = null;
  var sessionError = null;
  var institution = null;
  var credentials = null;
  var lastError = null;
  var currentView = null;
  var busy = false;

  function requestId() {
    return Math.random().toString(36).slice(2, 10) + Math.random().toString(36).slice(2, 9);
  }

  function send(message) {
    message[MARK] = true;
    if (window.parent !== window) window.parent.postMessage(message, PARENT_ORIGIN);
  }

  function linkSessionId() {
    return session ? session.link_session_id : null;
  }

  function institutionMeta() {
    return institution ? { name: institution.name, institution_id: institution.institution_id } : null;
  }

  function fireEvent(name, extra) {
    var metadata = {
      error_code: null,
      error_message: null,
      error_type: null,
      exit_status: null,
      institution_id: institution ? institution.institution_id : null,
      institution_name: institution ? institution.name : null,
      institution_search_query: null,
      link_session_id: linkSessionId(),
      mfa_type: null,
      request_id: requestId(),
      selection: null,
      timestamp: new Date().toISOString(),
      view_name: currentView,
    };
    for (var key in extra) metadata[key] = extra[key];
    send({ type: 'event', eventName: name, metadata: metadata });
  }

  function transition(name) {
    currentView = name;
    fireEvent('TRANSITION_VIEW', { view_name: name });
  }

  function api(path, body) {
    return fetch(path, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw json;
        return json;
      });
    });
  }

  function el(tag, attributes, children) {
    var node = document.createElement(tag);
    for (var key in attributes || {}) {
      if (key === 'text') node.textContent = attributes[key];
      else if (key === 'onclick') node.addEventListener('click', attributes[key]);
      else if (key === 'onsubmit') node.addEventListener('submit', attributes[key]);
      else if (key === 'oninput') node.addEventListener('input', attributes[key]);
      else node.setAttribute(key, attributes[key]);
    }
    (children || []).forEach(function (child) {
      if (child) node.appendChild(child);
    });
    return node;
  }

  function render(nodes) {
    view.textContent = '';
    nodes.forEach(function (node) {
      if (node) view.appendChild(node);
    });
  }

  function exitStatus() {
    if (currentView === 'SELECT_INSTITUTION') return 'institution_not_found';
    if (currentView === 'CREDENTIAL') return 'requires_credentials';
    if (currentView === 'SELECT_ACCOUNT') return 'requires_account_selection';
    return null;
  }

  function exit(error) {
    var status = exitStatus();
    fireEvent('EXIT', { exit_status: status });
    send({
      type: 'exit',
      error: error || lastError,
      metadata: {
        institution: institutionMeta(),
        status: status,
        link_session_id: linkSessionId(),
        request_id: requestId(),
      },
    });
    reset();
  }

  function reset() {
    institution = null;
    credentials = null;
    lastError = null;
    currentView = null;
    render([el('p', { class: 'muted', text: 'Loading…' })]);
  }

  function showInstitutions() {
    transition('SELECT_INSTITUTION');
    var list = el('ul', { 'aria-label': 'Institutions' });
    function fill(query) {
      list.textContent = '';
      session.institutions
        .filter(function (item) {
          return !query || item.name.toLowerCase().indexOf(query.toLowerCase()) !== -1;
        })
        .forEach(function (item) {
          list.appendChild(
            el('li', {}, [
              el(
                'button',
                {
                  type: 'button',
                  onclick: function () {
                    chooseInstitution(item);
                  },
                },
                [
                  el('span', { class: 'dot', style: 'background:' + item.primary_color }),
                  el('span', { text: item.name }),
                ],
              ),
            ]),
          );
        });
    }
    var search = el('input', {
      id: 'search',
      type: 'search',
      autocomplete: 'off',
      placeholder: 'Search',
      oninput: function () {
        fill(search.value);
        fireEvent('SEARCH_INSTITUTION', { institution_search_query: search.value });
      },
    });
    fill('');
    render([
      el('h1', { id: 'title', text: 'Select your institution' }),
      el('p', { class: 'muted', text: (session.client_name || 'This app') + ' uses Plaid to connect your accounts' }),
      el('label', { for: 'search', text: 'Search for your institution' }),
      search,
      list,
    ]);
    search.focus();
  }

  function chooseInstitution(item) {
    institution = item;
    fireEvent('SELECT_INSTITUTION', {});
    showCredentials(null);
  }

  function showCredentials(error) {
    if (currentView !== 'CREDENTIAL') transition('CREDENTIAL');
    var username = el('input', { id: 'username', type: 'text', autocomplete: 'username' });
    var password = el('input', { id: 'password', type: 'password', autocomplete: 'current-password' });
    var submit = el('button', { class: 'primary', type: 'submit', text: 'Submit' });
    var form = el(
      'form',
      {
        onsubmit: function (event) {
          event.preventDefault();
          if (busy) return;
          busy = true;
          submit.disabled = true;
          fireEvent('SUBMIT_CREDENTIALS', {});
          var attempt = { username: username.value, password: password.value };
          api('/link/api/credentials', {
            link_token: TOKEN,
            institution_id: institution.institution_id,
            username: attempt.username,
            password: attempt.password,
          }).then(
            function (result) {
              busy = false;
              credentials = attempt;
              lastError = null;
              if (session.mode === 'update')
                complete(
                  result.accounts.map(function (a) {
                    return a.mask;
                  }),
                );
              else showAccounts(result.accounts);
            },
            function (failure) {
              busy = false;
              lastError = {
                error_type: failure.error_type || 'ITEM_ERROR',
                error_code: failure.error_code || 'INTERNAL_SERVER_ERROR',
                error_message: failure.error_message || 'request failed',
                display_message: failure.display_message || null,
              };
              fireEvent('ERROR', {
                error_type: lastError.error_type,
                error_code: lastError.error_code,
                error_message: lastError.error_message,
              });
              showCredentials(lastError);
            },
          );
        },
      },
      [
        el('label', { for: 'username', text: 'Username' }),
        username,
        el('label', { for: 'password', text: 'Password' }),
        password,
        error ? el('p', { class: 'error', role: 'alert', text: error.display_message || error.error_message }) : null,
        submit,
      ],
    );
    render([
      el('h1', { id: 'title', text: 'Enter your credentials' }),
      el('p', { class: 'muted', text: institution.name + ' · sandbox: user_good / pass_good' }),
      form,
    ]);
    username.focus();
  }

  function showAccounts(accounts) {
    transition('SELECT_ACCOUNT');
    var boxes = accounts.map(function (account) {
      var box = el('input', {
        type: 'checkbox',
        id: 'account-' + account.mask,
        value: account.mask,
        checked: 'checked',
      });
      return { account: account, box: box };
    });
    var proceed = el('button', { class: 'primary', type: 'button', text: 'Continue' });
    proceed.addEventListener('click', function () {
      var masks = boxes
        .filter(function (b) {
          return b.box.checked;
        })
        .map(function (b) {
          return b.account.mask;
        });
      if (masks.length === 0 || busy) return;
      complete(masks);
    });
    render([
      el('h1', { id: 'title', text: 'Select accounts' }),
      el('p', { class: 'muted', text: 'Choose the accounts to share from ' + institution.name }),
      el(
        'div',
        { role: 'group', 'aria-label': 'Accounts' },
        boxes.map(function (b) {
          return el('label', { class: 'account', for: 'account-' + b.account.mask }, [
            b.box,
            el('span', {}, [
              el('span', { text: b.account.name }),
              el('small', { text: b.account.subtype + ' •••• ' + b.account.mask }),
            ]),
          ]);
        }),
      ),
      proceed,
    ]);
  }

  function complete(masks) {
    busy = true;
    api('/link/api/complete', {
      link_token: TOKEN,
      institution_id: institution.institution_id,
      username: credentials.username,
      password: credentials.password,
      masks: masks,
      link_session_id: linkSessionId(),
    }).then(
      function (result) {
        busy = false;
        fireEvent('HANDOFF', {});
        send({ type: 'success', publicToken: result.public_token, metadata: result.metadata });
        reset();
      },
      function (failure) {
        busy = false;
        exit({
          error_type: failure.error_type,
          error_code: failure.error_code,
          error_message: failure.error_message,
          display_message: failure.display_message || null,
        });
      },
    );
  }

  function start() {
    if (sessionError) {
      fireEvent('OPEN', {});
      exit(sessionError);
      return;
    }
    institution = session.mode === 'update' ? session.institution : null;
    fireEvent('OPEN', {});
    if (session.mode === 'update') showCredentials(null);
    else showInstitutions();
  }

  document.getElementById('close').addEventListener('click', function () {
    exit(null);
  });

  window.addEventListener('message', function (event) {
    if (event.origin !== PARENT_ORIGIN || event.source !== window.parent) return;
    var message = event.data;
    if (!message || message[MARK] !== true) return;
    if (message.type === 'open') start();
    else if (message.type === 'exit') exit(null);
    else if (message.type === 'reset') reset();
  });

  api('/link/api/session', { link_token: TOKEN }).then(
    function (result) {
      session = result;
      send({ type: 'loaded' });
    },
    function (failure) {
      sessionError = {
        error_type: failure.error_type || 'INVALID_INPUT',
        error_code: failure.error_code || 'INVALID_LINK_TOKEN',
        error_message: failure.error_message || 'invalid link token',
        display_message: null,
      };
      send({ type: 'loaded' });
    },
  );
})();
