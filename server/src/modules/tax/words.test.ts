import { indianWords, rupeesInWords } from './words.ts';

test('amounts in words, the Indian way', () => {
  expect(rupeesInWords(1_585_120)).toBe(
    'Rupees Fifteen Thousand Eight Hundred Fifty-One and Paise Twenty Only',
  );
  expect(rupeesInWords(1_000)).toBe('Rupees Ten Only');
  expect(rupeesInWords(5)).toBe('Rupees Zero and Paise Five Only');
  expect(indianWords(12_500_000)).toBe('One Crore Twenty-Five Lakh');
  expect(indianWords(1_00_000)).toBe('One Lakh');
  expect(indianWords(99_99_99_999)).toBe(
    'Ninety-Nine Crore Ninety-Nine Lakh Ninety-Nine Thousand Nine Hundred Ninety-Nine',
  );
  expect(indianWords(101)).toBe('One Hundred One');
});
