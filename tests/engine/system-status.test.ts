import { describe, expect, it } from 'vitest';
import { resolveStatus, statusView } from '../../src/engine/system-status';

describe('statusView', () => {
  it('[P4.1-1] shows the app for 0, the maintenance page for 1 and the blocked-region page for 2', () => {
    expect([statusView(0), statusView(1), statusView(2)]).toEqual(['app', 'maintenance', 'region']);
  });
});

describe('resolveStatus', () => {
  it('[P4.1-1] lets maintenance win over the region restriction', () => {
    expect(resolveStatus({ maintenance: true, regionBlocked: true })).toBe(1);
    expect(resolveStatus({ maintenance: true, regionBlocked: false })).toBe(1);
  });

  it('[P4.1-1] blocks the region only when not in maintenance, and serves the app otherwise', () => {
    expect(resolveStatus({ maintenance: false, regionBlocked: true })).toBe(2);
    expect(resolveStatus({ maintenance: false, regionBlocked: false })).toBe(0);
  });

  it('[P4.1-1] [P2.12-1] [P2.12-2] maps each resolved status to the page the visitor sees', () => {
    expect(statusView(resolveStatus({ maintenance: true, regionBlocked: true }))).toBe('maintenance');
    expect(statusView(resolveStatus({ maintenance: false, regionBlocked: true }))).toBe('region');
  });
});
