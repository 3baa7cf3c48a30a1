// When the API last set the person's preferred_username at the identity service. AdminUpdateUserAttributes draws on a
// quota shared by the whole user pool: a token that never carries the attribute must not make a call per request.
export const up = `
ALTER TABLE users ADD COLUMN identity_updated_at timestamptz;
`;
