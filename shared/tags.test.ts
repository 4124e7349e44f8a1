import { describe, expect, it } from 'vitest';
import { luminance, tagTextColor, TAG_DEFAULT_COLOR, TagInputSchema } from './tags.ts';

describe('tag colours', () => {
  it('picks dark text on light colours and light text on dark ones', () => {
    expect(tagTextColor('#FFFFFF')).toBe('#000000');
    expect(tagTextColor('#000000')).toBe('#ffffff');
    expect(tagTextColor(TAG_DEFAULT_COLOR)).toBe('#000000');
    expect(Math.round(luminance('#808080'))).toBe(128);
    expect(tagTextColor('#808080')).toBe('#ffffff'); // exactly at the threshold counts as dark
  });

  it('defaults the colour and trims the name', () => {
    expect(TagInputSchema.parse({ name: ' x ' })).toEqual({ name: 'x', color: '#E7902B' });
  });
});
