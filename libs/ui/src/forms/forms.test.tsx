import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CheckboxField } from './checkbox-field';
import { FormAlert } from './form-alert';
import { RadioGroup } from './radio-group';
import { SelectField } from './select-field';
import { Stepper } from './stepper';
import { TextField } from './text-field';

describe('TextField', () => {
  it('labels the input and links its hint and error for screen readers', () => {
    const { rerender } = render(<TextField label="생년월일" name="birthday" hint="예: 20001231" />);
    const input = screen.getByLabelText('생년월일');
    expect(input).toHaveAttribute('name', 'birthday');
    expect(input).toHaveAccessibleDescription('예: 20001231');
    expect(input).not.toHaveAttribute('aria-invalid');

    rerender(<TextField label="생년월일" name="birthday" hint="예: 20001231" error="8자리 날짜를 입력해 주세요." />);
    expect(input).toHaveAccessibleDescription('예: 20001231 8자리 날짜를 입력해 주세요.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveClass('dg-input--invalid');
  });

  it('shows nothing for an empty error', () => {
    render(<TextField label="이메일" name="email" error="" />);
    expect(screen.getByLabelText('이메일')).not.toHaveAccessibleDescription();
  });
});

describe('SelectField', () => {
  it('is a labelled select box that looks like a text field and reports the chosen option', async () => {
    const onChange = jest.fn();
    const { rerender } = render(
      <SelectField label="등급" name="grade" value="1" onChange={onChange} hint="1등급은 모든 권한을 가집니다.">
        <option value="1">1등급</option>
        <option value="5">5등급</option>
      </SelectField>,
    );
    const select = screen.getByRole('combobox', { name: '등급' });
    expect(select).toHaveClass('dg-input');
    expect(select).toHaveAttribute('name', 'grade');
    expect(select).toHaveAccessibleDescription('1등급은 모든 권한을 가집니다.');
    await userEvent.selectOptions(select, '5');
    expect(onChange).toHaveBeenCalledTimes(1);

    rerender(
      <SelectField label="등급" name="grade" value="1" onChange={onChange} error="등급을 선택해 주세요.">
        <option value="1">1등급</option>
      </SelectField>,
    );
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveClass('dg-input--invalid');
    expect(select).toHaveAccessibleDescription('등급을 선택해 주세요.');
  });
});

describe('CheckboxField', () => {
  it('is a labelled checkbox with its error underneath', async () => {
    const onChange = jest.fn();
    render(<CheckboxField label="약관에 동의합니다." name="agree" checked={false} onChange={onChange} error="동의해야 합니다." />);
    const box = screen.getByRole('checkbox', { name: '약관에 동의합니다.' });
    expect(box).toHaveAccessibleDescription('동의해야 합니다.');
    await userEvent.click(screen.getByText('약관에 동의합니다.'));
    expect(onChange).toHaveBeenCalledTimes(1);
  });
});

describe('RadioGroup', () => {
  function Gender({ error }: { error?: string }) {
    const [value, setValue] = useState<'M' | 'F' | ''>('');
    return (
      <RadioGroup
        legend="성별"
        name="gender"
        options={[
          { value: 'M', label: '남' },
          { value: 'F', label: '여' },
        ]}
        value={value}
        onChange={setValue}
        error={error}
      />
    );
  }

  it('groups the choices under the legend and reports the chosen value', async () => {
    render(<Gender error="성별을 선택해 주세요." />);
    const group = screen.getByRole('group', { name: '성별' });
    expect(group).toHaveAccessibleDescription('성별을 선택해 주세요.');
    await userEvent.click(screen.getByRole('radio', { name: '여' }));
    expect(screen.getByRole('radio', { name: '여' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '남' })).not.toBeChecked();
  });
});

describe('FormAlert and Stepper', () => {
  it('announces a form message as an alert', () => {
    render(<FormAlert>이메일 또는 비밀번호가 올바르지 않습니다.</FormAlert>);
    expect(screen.getByRole('alert')).toHaveTextContent('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  it('marks the current step and the finished ones', () => {
    render(<Stepper steps={['약관 동의', '정보 입력', '가입 완료']} current={1} />);
    const steps = screen.getAllByRole('listitem');
    expect(steps[0]).toHaveTextContent('약관 동의 (완료)');
    expect(steps[1]).toHaveAttribute('aria-current', 'step');
    expect(steps[2]).not.toHaveAttribute('aria-current');
  });
});
