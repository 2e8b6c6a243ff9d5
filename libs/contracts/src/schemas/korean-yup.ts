import * as yup from 'yup';

// yup reads its locale when a schema is built (`min(n, message = locale.min)`), so the Korean
// locale must be in place before any schema exists. Every schema file imports yup from here,
// which guarantees that order whichever file is loaded first.

const TYPE_MESSAGES: Record<string, string> = {
  number: '숫자를 입력해 주세요.',
  date: '올바른 날짜를 입력해 주세요.',
  boolean: '올바른 값을 선택해 주세요.',
  string: '문자로 입력해 주세요.',
  object: '입력 형식이 올바르지 않습니다.',
  array: '입력 형식이 올바르지 않습니다.',
};

yup.setLocale({
  mixed: {
    default: '올바르지 않은 값입니다.',
    required: '필수 입력 항목입니다.',
    defined: '필수 입력 항목입니다.',
    notNull: '필수 입력 항목입니다.',
    oneOf: '허용되지 않는 값입니다.',
    notOneOf: '사용할 수 없는 값입니다.',
    notType: ({ type }: { type: string }) => TYPE_MESSAGES[type] ?? '입력 형식이 올바르지 않습니다.',
  },
  string: {
    length: '${length}자로 입력해 주세요.',
    min: '${min}자 이상 입력해 주세요.',
    max: '${max}자 이하로 입력해 주세요.',
    matches: '형식이 올바르지 않습니다.',
    email: '이메일 형식이 올바르지 않습니다.',
    url: '주소(URL) 형식이 올바르지 않습니다.',
    uuid: '식별자 형식이 올바르지 않습니다.',
    datetime: '날짜와 시간 형식이 올바르지 않습니다.',
    datetime_offset: '시간대가 포함된 날짜와 시간을 입력해 주세요.',
    datetime_precision: '소수점 이하 ${precision}자리까지 입력할 수 있습니다.',
    trim: '앞뒤 공백 없이 입력해 주세요.',
    lowercase: '소문자로 입력해 주세요.',
    uppercase: '대문자로 입력해 주세요.',
  },
  number: {
    min: '${min} 이상의 값을 입력해 주세요.',
    max: '${max} 이하의 값을 입력해 주세요.',
    lessThan: '${less}보다 작은 값을 입력해 주세요.',
    moreThan: '${more}보다 큰 값을 입력해 주세요.',
    positive: '0보다 큰 값을 입력해 주세요.',
    negative: '0보다 작은 값을 입력해 주세요.',
    integer: '정수를 입력해 주세요.',
  },
  date: {
    min: '${min} 이후의 날짜를 입력해 주세요.',
    max: '${max} 이전의 날짜를 입력해 주세요.',
  },
  boolean: {
    isValue: '올바른 값을 선택해 주세요.',
  },
  object: {
    noUnknown: '알 수 없는 항목이 포함되어 있습니다: ${unknown}',
    exact: '알 수 없는 항목이 포함되어 있습니다: ${properties}',
  },
  array: {
    length: '${length}개를 선택해 주세요.',
    min: '${min}개 이상 선택해 주세요.',
    max: '${max}개 이하로 선택해 주세요.',
  },
  tuple: {
    notType: '입력 형식이 올바르지 않습니다.',
  },
});

export { yup };
