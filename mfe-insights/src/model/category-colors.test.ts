import { CHART_COLORS, categoryColor, REST_COLOR } from './category-colors';

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
};

describe('categoryColor', () => {
  it('gives a category the same colour every time, the provider’s by name and the person’s own by id', () => {
    expect(categoryColor('FOOD_AND_DRINK')).toBe('#c2410c');
    expect(categoryColor('cat_kids')).toBe(categoryColor('cat_kids'));
    expect(categoryColor('UNCATEGORIZED')).toBe(REST_COLOR);
  });

  it('draws every colour at least 3:1 against the white of a card and the grey of the page', () => {
    for (const color of CHART_COLORS) {
      expect([color, contrast(color, '#ffffff') >= 3]).toEqual([color, true]);
      expect([color, contrast(color, '#f9fafb') >= 3]).toEqual([color, true]);
    }
  });
});
