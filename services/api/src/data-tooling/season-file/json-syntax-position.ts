/**
 * Offset of the first JSON syntax error in the text, or null when it is valid JSON. V8 names the
 * position for some syntax errors only ("Unexpected token '}', ... is not valid JSON" has none),
 * so the validator falls back to this small scanner to tell the user the line.
 */
export function jsonSyntaxErrorOffset(text: string): number | null {
  let i = 0;
  const fail = (): never => {
    throw new SyntaxAt(i);
  };
  const skipWhitespace = () => {
    while (i < text.length && ' \t\n\r'.includes(text[i])) i += 1;
  };
  const literal = (word: string) => {
    if (text.startsWith(word, i)) i += word.length;
    else fail();
  };
  const string = () => {
    i += 1;
    while (i < text.length) {
      const char = text[i];
      if (char === '"') {
        i += 1;
        return;
      }
      if (char === '\\') {
        const escape = text[i + 1];
        if (escape !== undefined && '"\\/bfnrt'.includes(escape)) i += 2;
        else if (escape === 'u' && /^[0-9a-fA-F]{4}$/.test(text.slice(i + 2, i + 6))) i += 6;
        else fail();
      } else if (char < ' ') {
        fail();
      } else {
        i += 1;
      }
    }
    fail();
  };
  const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
  const value = (): void => {
    skipWhitespace();
    const char = text[i];
    if (char === '{') {
      i += 1;
      skipWhitespace();
      if (text[i] === '}') {
        i += 1;
        return;
      }
      for (;;) {
        skipWhitespace();
        if (text[i] !== '"') fail();
        string();
        skipWhitespace();
        if (text[i] !== ':') fail();
        i += 1;
        value();
        skipWhitespace();
        if (text[i] === ',') i += 1;
        else if (text[i] === '}') {
          i += 1;
          return;
        } else fail();
      }
    }
    if (char === '[') {
      i += 1;
      skipWhitespace();
      if (text[i] === ']') {
        i += 1;
        return;
      }
      for (;;) {
        value();
        skipWhitespace();
        if (text[i] === ',') i += 1;
        else if (text[i] === ']') {
          i += 1;
          return;
        } else fail();
      }
    }
    if (char === '"') return string();
    if (char === 't') return literal('true');
    if (char === 'f') return literal('false');
    if (char === 'n') return literal('null');
    NUMBER.lastIndex = i;
    if (NUMBER.exec(text) === null) fail();
    i = NUMBER.lastIndex;
  };

  try {
    value();
    skipWhitespace();
    if (i < text.length) fail();
    return null;
  } catch (error) {
    if (error instanceof SyntaxAt) return error.offset;
    throw error;
  }
}

class SyntaxAt {
  constructor(readonly offset: number) {}
}
