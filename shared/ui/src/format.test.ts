import { capitalise, shortId } from './format.ts';

it('shortId keeps the last 8 characters', () => {
  expect(shortId('0123456789abcdef01234567')).toBe('01234567');
});

it('capitalise shows a colour or collection name with a capital first letter', () => {
  expect(capitalise('navy')).toBe('Navy');
  expect(capitalise('top wear')).toBe('Top wear');
  expect(capitalise('')).toBe('');
});
