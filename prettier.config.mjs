// @ts-check
// The style the code is written in: single quotes, semicolons, trailing commas, lines up to 120 characters.
/** @type {import('prettier').Config} */
export default {
  printWidth: 120,
  singleQuote: true,
  // styled-components' CSS keeps its short rules on one line (`p { margin: 0; }`), as written.
  embeddedLanguageFormatting: 'off',
};
