import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PasswordStrengthMeter } from '@/features/auth/components/password-strength-meter';

describe('PasswordStrengthMeter', () => {
  it.each([
    ['', 0, 'Very Weak'],
    ['abc', 1, 'Very Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Strong'],
    ['Abcdef1!', 5, 'Very Strong'],
  ])('%j scores %i/5: %s', (password, score, label) => {
    render(<PasswordStrengthMeter id="meter" password={password} />);
    const meter = screen.getByRole('meter', { name: 'Password strength' });
    expect(meter).toHaveAttribute('aria-valuenow', String(score));
    expect(meter).toHaveAttribute('aria-valuemax', '5');
    expect(meter).toHaveAttribute('aria-valuetext', `${label} (${score}/5)`);
    expect(screen.getByTestId('strength-label')).toHaveTextContent(`${label} (${score}/5)`);
  });
});
