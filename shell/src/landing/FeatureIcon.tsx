/** Line icons for the landing page's feature cards (no emoji: not every machine has a font for them). */
const PATHS = {
  analytics: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  accounts: 'M3 10h18M5 10v8M9.5 10v8M14.5 10v8M19 10v8M3 20h18M12 3l9 5H3z',
  updates: 'M13 2L4 14h7l-1 8 9-12h-7z',
} as const;

export type FeatureIconName = keyof typeof PATHS;

export function FeatureIcon({ name }: { name: FeatureIconName }) {
  return (
    <svg width="32" height="32" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={PATHS[name]} fill="none" stroke="#1d4ed8" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
