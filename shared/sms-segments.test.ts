import { describe, expect, it } from 'vitest';
import { smsSegments } from './sms-segments.ts';

const gsm = (n: number) => 'a'.repeat(n);

describe('SMS segments', () => {
  it('counts GSM-7 texts: 160 in one SMS, 153 per part beyond', () => {
    expect(smsSegments('')).toEqual({ encoding: 'GSM-7', units: 0, segments: 0, nonGsm: [] });
    expect(smsSegments(gsm(1)).segments).toBe(1);
    expect(smsSegments(gsm(160)).segments).toBe(1);
    expect(smsSegments(gsm(161)).segments).toBe(2);
    expect(smsSegments(gsm(306)).segments).toBe(2);
    expect(smsSegments(gsm(307)).segments).toBe(3);
    expect(smsSegments(gsm(459)).segments).toBe(3);
    expect(smsSegments(gsm(460)).segments).toBe(4);
  });

  it('knows the whole GSM alphabet, accents and Greek capitals included', () => {
    const text = '@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&\'()*+,-./:;<=>?¡ÄÖÑÜ§¿äöñüà\n\r';
    expect(smsSegments(text)).toMatchObject({ encoding: 'GSM-7', units: [...text].length, nonGsm: [] });
  });

  it('counts the extension characters as two', () => {
    expect(smsSegments('€')).toMatchObject({ encoding: 'GSM-7', units: 2 });
    expect(smsSegments('^{}\\[~]|€')).toMatchObject({ encoding: 'GSM-7', units: 18 });
    expect(smsSegments(gsm(158) + '€').segments).toBe(1); // 160 septets
    expect(smsSegments(gsm(159) + '€').segments).toBe(2); // 161
  });

  it('never splits an escape pair between two parts', () => {
    // 306 septets would be two parts of 153, but the pair cannot straddle the first part's end.
    expect(smsSegments(gsm(152) + '€' + gsm(152))).toMatchObject({ units: 306, segments: 3 });
    expect(smsSegments(gsm(152) + '€' + gsm(151))).toMatchObject({ units: 305, segments: 2 });
    expect(smsSegments(gsm(151) + '€' + gsm(153))).toMatchObject({ units: 306, segments: 2 });
  });

  it('switches to UCS-2 for any other character: 70 in one SMS, 67 per part', () => {
    expect(smsSegments('Zoë')).toMatchObject({ encoding: 'UCS-2', units: 3, segments: 1, nonGsm: ['ë'] });
    expect(smsSegments('ő' + gsm(69)).segments).toBe(1);
    expect(smsSegments('ő' + gsm(70)).segments).toBe(2);
    expect(smsSegments('ő' + gsm(133)).segments).toBe(2);
    expect(smsSegments('ő' + gsm(134)).segments).toBe(3);
    // Typographic quotes are the classic surprise.
    expect(smsSegments('See you ‘soon’ ç').nonGsm).toEqual(['‘', '’', 'ç']);
  });

  it('counts an emoji as two units and keeps it whole', () => {
    expect(smsSegments('😀')).toMatchObject({ encoding: 'UCS-2', units: 2, segments: 1 });
    expect(smsSegments(gsm(66) + '😀' + gsm(10)).segments).toBe(2); // 66 | 2 + 10
    expect(smsSegments(gsm(65) + '😀' + gsm(69)).segments).toBe(3); // 65 + 2 | 67 | 2
  });
});
