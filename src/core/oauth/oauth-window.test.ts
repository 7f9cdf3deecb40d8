import { describe, expect, expectTypeOf, it } from 'vitest';
import { browserWindow, popupFeatures, type OauthWindow } from './oauth-window';
import { createFakeWindow } from './test-utils/fake-oauth-window';

describe('the window adapter', () => {
  it('is satisfied by the browser’s own window (the default needs no wrapper)', () => {
    expectTypeOf<Window & typeof globalThis>().toExtend<OauthWindow>();
  });

  it('fails with popup_blocked where there is no window (server rendering), only when used', () => {
    expect(() => browserWindow()).toThrowError(expect.objectContaining({ code: 'popup_blocked' }));
  });

  it('centres a 500×640 popup over the page', () => {
    expect(popupFeatures(createFakeWindow())).toBe('popup=yes,width=500,height=640,left=500,top=180');
  });

  it('leaves the position to the browser when the page geometry is unknown', () => {
    const { screenX: _x, ...win } = createFakeWindow();
    expect(popupFeatures(win as OauthWindow)).toBe('popup=yes,width=500,height=640');
  });
});
