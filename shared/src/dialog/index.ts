// @finance/shared/dialog: the modal dialog and the close button of dialogs and panels. They hold no state, so this
// entry is no federation singleton: each app that opens a dialog bundles them where it does (the transactions
// remote in the chunks it loads on demand), and the pages that open none, the landing page first, never download
// them.
export * from '../ui/Dialog';
export * from '../ui/CloseButton';
