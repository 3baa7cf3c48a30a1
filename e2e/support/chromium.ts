// The e2e suite launches Chromium exactly as every other browser test here does.
export { CHROMIUM_ARGS, chromiumPath } from '../../emulators/src/testing/chromium';
