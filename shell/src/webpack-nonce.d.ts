/** webpack's free variable: the nonce of the `<script>` and `<style>` elements it adds to the page at run time. */
declare var __webpack_nonce__: string | undefined; // eslint-disable-line no-var -- a global, as webpack defines it
