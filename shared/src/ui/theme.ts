// The one theme of the product. Colours are chosen for at least 4.5:1 contrast on their backgrounds.

export const theme = {
  colors: {
    primary: '#1d4ed8',
    primaryHover: '#1e40af',
    primaryText: '#ffffff',
    text: '#111827',
    muted: '#4b5563',
    border: '#d1d5db',
    background: '#f9fafb',
    surface: '#ffffff',
    positive: '#15803d',
    negative: '#b91c1c',
    danger: '#b91c1c',
    dangerHover: '#991b1b',
    focus: '#2563eb',
    activeTabBackground: '#dbeafe',
  },
  font: {
    family: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    size: { small: '0.875rem', body: '1rem', large: '1.25rem', title: '1.75rem', hero: '2.5rem' },
  },
  space: { xs: '0.25rem', sm: '0.5rem', md: '1rem', lg: '1.5rem', xl: '2rem', xxl: '3rem' },
  radius: { sm: '4px', md: '8px', lg: '12px', round: '9999px' },
  shadow: { card: '0 1px 3px rgba(17, 24, 39, 0.12)', menu: '0 8px 24px rgba(17, 24, 39, 0.16)' },
  layout: { maxWidth: '1200px', topBarHeight: '56px' },
  /**
   * Below `narrow` (phones, and tablets held upright) the pages take their one-column shape. On a narrow or a touch
   * screen every control is at least `touchTarget` square, and inputs keep 16 px text (iOS zooms into smaller).
   */
  media: { narrow: '(max-width: 48rem)', touch: '(max-width: 48rem), (pointer: coarse)' },
  touchTarget: '44px',
} as const;

export type Theme = typeof theme;
