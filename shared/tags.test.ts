import { describe, expect, it } from 'vitest';
import { contrastRatio, tagTextColor, TAG_DEFAULT_COLOR, TagInputSchema } from './tags.ts';

describe('tag colours', () => {
  it('picks dark text on light colours and light text on dark ones', () => {
    expect(tagTextColor('#FFFFFF')).toBe('#000000');
    expect(tagTextColor('#000000')).toBe('#ffffff');
    expect(tagTextColor(TAG_DEFAULT_COLOR)).toBe('#000000');
    expect(tagTextColor('#1F2937')).toBe('#ffffff');
  });

  it('picks the text colour by contrast, so every colour reads at WCAG AA (4.5 to 1) at least', () => {
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
    // the spec's luminance split (128) gave these white text under 4.5
    expect(tagTextColor('#E72B5B')).toBe('#000000');
    expect(tagTextColor('#808080')).toBe('#000000');
    // every 17th step of each channel: 4,096 colours
    const steps = Array.from({ length: 16 }, (_, i) => (i * 17).toString(16).padStart(2, '0'));
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const color = `#${r}${g}${b}`;
          expect(contrastRatio(color, tagTextColor(color)), color).toBeGreaterThanOrEqual(4.5);
        }
  });

  it('defaults the colour and trims the name', () => {
    expect(TagInputSchema.parse({ name: ' x ' })).toEqual({ name: 'x', color: '#E7902B' });
  });
});
