import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SESSION_COOKIE_NAME, USER_STORAGE_KEY } from '../constants';
import { createUserStore } from '../createUserStore';
import type { StoredUser } from '../types';
import { AuthProvider } from './AuthProvider';
import { Can } from './Can';
import { useUser } from './useUser';
import { useUserStore } from './useUserStore';

const ANN: StoredUser = {
  uuid: 'u1',
  accessToken: 't1',
  accessSecretKey: 's1',
  loginName: 'ann',
  permissionList: ['report:view'],
};

function Name() {
  return <span data-testid="name">{useUser()?.loginName ?? 'nobody'}</span>;
}

function Buttons() {
  const store = useUserStore();
  return (
    <>
      <button type="button" onClick={() => store?.save(ANN)}>
        log in
      </button>
      <button type="button" onClick={() => store?.remove()}>
        log out
      </button>
    </>
  );
}

const name = () => screen.getByTestId('name').textContent;

describe('React bindings in the browser (jsdom)', () => {
  afterEach(() => {
    cleanup();
    createUserStore().remove();
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('show the stored user once mounted', () => {
    createUserStore().save(ANN);
    render(
      <AuthProvider>
        <Name />
      </AuthProvider>,
    );
    expect(name()).toBe('ann');
  });

  it('follow save and remove made through useUserStore', () => {
    render(
      <AuthProvider>
        <Name />
        <Can permission="report:view" fallback={<em>locked</em>}>
          <strong>report</strong>
        </Can>
        <Buttons />
      </AuthProvider>,
    );
    expect(name()).toBe('nobody');
    expect(screen.getByText('locked')).toBeTruthy();

    fireEvent.click(screen.getByText('log in'));
    expect(name()).toBe('ann');
    expect(screen.getByText('report')).toBeTruthy();
    expect(document.cookie).toContain(`${SESSION_COOKIE_NAME}=u1___t1___s1`);

    fireEvent.click(screen.getByText('log out'));
    expect(name()).toBe('nobody');
    expect(localStorage.getItem(USER_STORAGE_KEY)).toBeNull();
    expect(document.cookie).toBe('');
  });

  it('follow a login made in another tab (storage event)', () => {
    render(
      <AuthProvider>
        <Name />
      </AuthProvider>,
    );
    expect(name()).toBe('nobody');
    act(() => {
      localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(ANN));
      window.dispatchEvent(new StorageEvent('storage', { key: USER_STORAGE_KEY }));
    });
    expect(name()).toBe('ann');
  });

  it('let the user prop win over the store', () => {
    createUserStore().save(ANN);
    render(
      <AuthProvider user={{ loginName: 'from-server' }}>
        <Name />
      </AuthProvider>,
    );
    expect(name()).toBe('from-server');
  });

  it('use an injected store', () => {
    const items = new Map<string, string>([[USER_STORAGE_KEY, JSON.stringify(ANN)]]);
    const store = createUserStore({
      storage: {
        getItem: (key) => items.get(key) ?? null,
        setItem: (key, value) => {
          items.set(key, value);
        },
        removeItem: (key) => {
          items.delete(key);
        },
      },
    });
    render(
      <AuthProvider store={store}>
        <Name />
      </AuthProvider>,
    );
    expect(name()).toBe('ann');
  });

  it('hydrate server HTML without a mismatch, then show the stored user', async () => {
    const app = (
      <AuthProvider>
        <Name />
      </AuthProvider>
    );
    // The server has no browser storage: it renders nobody.
    const serverHtml = renderToString(app);
    expect(serverHtml).toContain('nobody');

    createUserStore().save(ANN);
    const container = document.createElement('div');
    container.innerHTML = serverHtml;
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();

    await act(async () => {
      hydrateRoot(container, app, { onRecoverableError: recoverable });
    });

    expect(container.textContent).toBe('ann');
    expect(recoverable).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });
});
