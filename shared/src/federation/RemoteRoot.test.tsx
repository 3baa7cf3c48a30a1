import { render, screen } from '@testing-library/react';
import { bus } from '../bus/event-bus';
import { exposePage } from './RemoteRoot';
import { isRemotePageModule } from './remote-module';

describe('exposePage', () => {
  it('renders the page inside a root marked with the app and the bus instance', () => {
    const Exposed = exposePage('placeholders', () => <p>Dashboard content coming soon...</p>);
    render(<Exposed />);
    const root = screen.getByText('Dashboard content coming soon...').closest('[data-app]');
    expect(root).toHaveAttribute('data-app', 'placeholders');
    expect(root).toHaveAttribute('data-bus-instance', bus.instanceId);
  });
});

describe('isRemotePageModule', () => {
  it('accepts a module whose default export is a component and rejects anything else', () => {
    expect(isRemotePageModule({ default: () => null })).toBe(true);
    expect(isRemotePageModule({ default: 'text' })).toBe(false);
    expect(isRemotePageModule(undefined)).toBe(false);
    expect(isRemotePageModule({})).toBe(false);
  });
});
