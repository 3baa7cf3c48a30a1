// @ts-check
// The HTML page every app builds: the shell's page in production, a remote's standalone page in dev.

const icon =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'%3E%3Crect width='32' height='32' rx='8' fill='%231d4ed8'/%3E%3Cpath d='M9 21l5-6 4 4 5-8' stroke='white' stroke-width='3' fill='none' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E";

/** @param {{title: string}} options */
export function htmlTemplate({ title }) {
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="Track spending, link your accounts and see your balances in one place." />
    <link rel="icon" href="${icon}" />
    <title>${title}</title>
  </head>
  <body>
    <noscript>Finance Tracker needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;
}
