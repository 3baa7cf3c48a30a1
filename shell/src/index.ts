// The runtime config is requested at once; then the async boundary: shared singletons are negotiated before any app
// code runs.
import './early-config-fetch';

void import('./bootstrap');
