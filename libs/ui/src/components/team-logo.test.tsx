import { fireEvent, render, screen } from '@testing-library/react';
import { TeamLogo } from './team-logo';

describe('TeamLogo', () => {
  it('asks for the copy sized for its box, 1x and 2x, with its size set and loading by the lazy flag', () => {
    const { container, rerender } = render(<TeamLogo logo="t 1.png" size={28} alt="강서 타이거즈" className="lp-team-logo" lazy />);
    const image = screen.getByRole('img', { name: '강서 타이거즈' });
    expect(image).toHaveAttribute('src', '/api/team/logo/t%201.png?w=48');
    expect(image).toHaveAttribute('srcset', '/api/team/logo/t%201.png?w=48 1x, /api/team/logo/t%201.png?w=96 2x');
    expect(image).toHaveAttribute('width', '28');
    expect(image).toHaveAttribute('height', '28');
    expect(image).toHaveAttribute('loading', 'lazy');
    rerender(<TeamLogo logo="t 1.png" size={28} className="lp-team-logo" />);
    expect(container.querySelector('img')).not.toHaveAttribute('loading');
  });

  it('shows the default mark without a logo, or when the logo fails to load', () => {
    const { container, rerender } = render(<TeamLogo logo={null} className="tp-logo" />);
    expect(container.querySelector('.tp-logo--default')).not.toBeNull();
    rerender(<TeamLogo logo="broken.png" className="tp-logo" />);
    fireEvent.error(container.querySelector('img') as HTMLImageElement);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('.tp-logo.tp-logo--default')).not.toBeNull();
  });
});
