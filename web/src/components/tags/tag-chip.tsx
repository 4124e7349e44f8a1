import type { ReactNode } from 'react';
import { TAG_DEFAULT_COLOR, tagTextColor } from '@shared/tags';

const HEX = /^#[0-9A-Fa-f]{6}$/;

/** A tag as a coloured chip; the text is black or white, whichever contrasts more with its colour (decision 029). */
export function TagChip({ name, color, children }: { name: string; color: string; children?: ReactNode }) {
  const background = HEX.test(color) ? color : TAG_DEFAULT_COLOR;
  return (
    <span className="tag-chip" style={{ background, color: tagTextColor(background) }}>
      {name}
      {children}
    </span>
  );
}
