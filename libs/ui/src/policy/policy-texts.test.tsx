import { render, screen } from '@testing-library/react';
import { PolicyText } from './policy-text';

describe('PolicyText', () => {
  it('loads the text on demand and uses the heading level it is given', async () => {
    const { unmount } = render(<PolicyText kind="service" headingLevel={4} />);
    expect(screen.getByRole('status')).toHaveTextContent('약관을 불러오는 중입니다…');
    expect(await screen.findByRole('heading', { level: 4, name: '제1조 (목적)' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    unmount();

    render(<PolicyText kind="privacy" />);
    expect(await screen.findByRole('heading', { level: 2, name: '11. 개인정보 보호책임자' })).toBeInTheDocument();
  });
});
