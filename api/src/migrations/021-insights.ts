// Insights (issue 35, point 4): worked out on each read from the corrected data (services/insights-service.ts), so
// only what the person did about them is stored: the statements dismissed, by id (made of what each is about), never
// made again.
export const up = `
CREATE TABLE insight_dismissals (
  user_id       uuid NOT NULL REFERENCES users (user_id) ON DELETE CASCADE,
  insight_id    text NOT NULL,
  dismissed_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, insight_id)
);
`;
