import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorTip, TOOLTIP_TOUCH_HIDE_MS, TOOLTIP_TOUCH_SHOW_MS } from './error-tip';

const MESSAGE = 'Numéro de série incorrect';
const tooltip = () => screen.queryByText(MESSAGE, { selector: '[aria-hidden="true"]' });

describe('ErrorTip', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps the message in the page for the cell to refer to', () => {
    render(<ErrorTip id="e1" message={MESSAGE} cellFocused={false} />);
    expect(document.getElementById('e1')).toHaveTextContent(MESSAGE);
    expect(tooltip()).toBeNull();
  });

  it('opens while the cell has focus', () => {
    render(<ErrorTip id="e1" message={MESSAGE} cellFocused />);
    expect(tooltip()).toBeInTheDocument();
  });

  it('opens on a 500 ms long press and closes 1.5 s after the finger lifts (docs/spec.md §9)', () => {
    render(<ErrorTip id="e1" message={MESSAGE} cellFocused={false} />);
    const icon = screen.getByTestId('error-icon');
    fireEvent.pointerDown(icon, { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_TOUCH_SHOW_MS - 1);
    });
    expect(tooltip()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(tooltip()).toBeInTheDocument();

    fireEvent.pointerUp(icon, { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_TOUCH_HIDE_MS - 1);
    });
    expect(tooltip()).toBeInTheDocument();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(tooltip()).toBeNull();
  });

  it('does not open on a short tap, and opens on mouse hover', () => {
    render(<ErrorTip id="e1" message={MESSAGE} cellFocused={false} />);
    const icon = screen.getByTestId('error-icon');
    fireEvent.pointerDown(icon, { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    fireEvent.pointerUp(icon, { pointerType: 'touch' });
    act(() => {
      vi.advanceTimersByTime(TOOLTIP_TOUCH_SHOW_MS);
    });
    expect(tooltip()).toBeNull();

    fireEvent.pointerEnter(icon, { pointerType: 'mouse' });
    expect(tooltip()).toBeInTheDocument();
    fireEvent.pointerLeave(icon, { pointerType: 'mouse' });
    expect(tooltip()).toBeNull();
  });
});
