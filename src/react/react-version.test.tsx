import { render, screen } from '@testing-library/react';
import { version as reactVersion } from 'react';
import { version as reactDomVersion } from 'react-dom';
import { describe, expect, it } from 'vitest';

describe('the test projects', () => {
  it('render with the React their name says (react18: 18.x, dom: 19.x), one copy throughout', ({ task }) => {
    const major = task.file.projectName === 'react18' ? '18' : '19';
    expect(reactVersion.split('.')[0]).toBe(major);
    expect(reactDomVersion).toBe(reactVersion);
    render(<p>rendered by React {reactVersion}</p>);
    expect(screen.getByText(`rendered by React ${reactVersion}`)).toBeTruthy();
  });
});
