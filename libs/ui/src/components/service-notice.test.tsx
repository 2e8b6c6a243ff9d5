import { render, screen } from '@testing-library/react';
import { SERVICE_UNAVAILABLE_MESSAGE, ServiceNotice } from './service-notice';

describe('ServiceNotice', () => {
  it('announces in Korean that the service cannot answer right now', () => {
    render(<ServiceNotice />);
    expect(screen.getByRole('status')).toHaveTextContent(SERVICE_UNAVAILABLE_MESSAGE);
    expect(SERVICE_UNAVAILABLE_MESSAGE).toContain('잠시 후 다시 시도해 주세요');
  });
});
