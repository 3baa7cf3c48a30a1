// @ts-check
// Stands in for @electric-sql/pglite in the API's container bundle (bundle.mjs): the image runs on PostgreSQL
// (DATABASE_URL) and leaves the embedded database's 27 MB out. Opening PGlite there says so.
export const types = {};
export class PGlite {
  static create() {
    throw new Error('The API image has no embedded PGlite: set DATABASE_URL to a PostgreSQL database.');
  }
}
