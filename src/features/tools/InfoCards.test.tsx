import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LocationRiskCard } from './InfoCards';
import { installToolsHooks, renderSection, requests, switchLanguage } from './tools.test-support';

installToolsHooks();

describe('Tools: location risk card', () => {
  it('shows the spec’s static text, labelled as not a live assessment, and asks nothing', () => {
    renderSection(<LocationRiskCard />);
    expect(screen.getByRole('heading', { name: 'Location risk' })).toBeInTheDocument();
    expect(screen.getByText('Current area: Low risk')).toBeInTheDocument();
    expect(
      screen.getByText(/This is not a live assessment: the app does not check your location/),
    ).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('is translated (Arabic)', async () => {
    await switchLanguage('ar');
    renderSection(<LocationRiskCard />);
    expect(screen.getByText('المنطقة الحالية: خطر منخفض')).toBeInTheDocument();
    expect(screen.getByText(/هذا ليس تقييمًا مباشرًا/)).toBeInTheDocument();
  });
});
