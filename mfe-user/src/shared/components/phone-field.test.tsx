import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhoneField } from './phone-field';

function Harness({ onBlur }: { onBlur: () => void }) {
  const [value, setValue] = useState('');
  return <PhoneField name="phone" value={value} onChange={(event) => setValue(event.target.value)} onBlur={onBlur} onNormalize={setValue} />;
}

describe('PhoneField', () => {
  it.each([
    ['01012345678', '010-1234-5678'],
    ['010 1234 5678', '010-1234-5678'],
    ['0212345678', '02-1234-5678'],
    ['0101234', '0101234'],
  ])('shows %s as %s once the field is left', async (typed, shown) => {
    const onBlur = jest.fn();
    render(<Harness onBlur={onBlur} />);
    const input = screen.getByLabelText('휴대전화 번호');
    expect(input).toHaveAttribute('type', 'tel');
    await userEvent.type(input, typed);
    expect(input).toHaveValue(typed);
    await userEvent.tab();
    expect(input).toHaveValue(shown);
    expect(onBlur).toHaveBeenCalledTimes(1);
  });
});
