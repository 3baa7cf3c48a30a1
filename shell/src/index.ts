// The runtime config is requested at once, and the opened page's remotes start downloading as soon as it arrives;
// then the async boundary: shared singletons are negotiated before any app code runs.
import './federation/start-remotes';

void import('./bootstrap');
