import { describe, expect, it } from 'vitest';
import { SMS_PLACEHOLDERS, checkPlaceholders, placeholdersIn, withoutPlaceholders } from './sms-placeholders.ts';

describe('SMS placeholders', () => {
  it('offers the reference set and sender fields the render fills', () => {
    expect(SMS_PLACEHOLDERS).toEqual(expect.arrayContaining(['ContactFirstName', 'ContactLastName', 'ContactEmail', 'SenderFirstName', 'SenderPhoneNumber']));
    expect(SMS_PLACEHOLDERS).not.toContain('firstName');
    expect(new Set(SMS_PLACEHOLDERS).size).toBe(SMS_PLACEHOLDERS.length);
  });

  it('finds placeholders as the render reads them, spaces inside the braces allowed', () => {
    expect(placeholdersIn('Hi {{ContactFirstName}}, {{ ContactLastName }} and {{ContactFirstName}}')).toEqual(['ContactFirstName', 'ContactLastName']);
    expect(withoutPlaceholders('Hi {{ContactFirstName}}!')).toBe('Hi !');
  });

  it('flags names outside the fixed lists and braces that are no placeholder', () => {
    expect(checkPlaceholders('Hi {{ContactFirstName}} from {{SenderFirstName}}')).toEqual({ unknown: [], malformed: [] });
    expect(checkPlaceholders('Hi {{firstName}}, see you at {{eventName}} {{firstName}}')).toEqual({ unknown: ['firstName', 'eventName'], malformed: [] });
    expect(checkPlaceholders('Hi {{first name}} {{}} {{ContactFirstName} and }}')).toEqual({ unknown: [], malformed: ['{{first name}}', '{{}}', '{{', '}}'] });
    expect(checkPlaceholders('No placeholders, {single} braces are text')).toEqual({ unknown: [], malformed: [] });
  });
});
