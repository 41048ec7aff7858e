import { describe, expect, it } from 'vitest';
import type { WalletPresentation } from '../../../contracts/generated/api';
import { chosenClaims, initialChoice, requestOfSearch, requestQueryOf } from './presentation-logic';

const claim = (id: string, optional: boolean): WalletPresentation['claims'][number] => ({ id, path: [id], label: id, optional, value: id });

describe('a request link and the claims that go', () => {
  it('takes an openid4vp:// link with a client id and a request (by reference or by value); anything else is not a request', () => {
    expect(requestQueryOf('openid4vp://?client_id=x509_hash%3Aabc&request_uri=https%3A%2F%2Fa%2Fr')).toBe('client_id=x509_hash%3Aabc&request_uri=https%3A%2F%2Fa%2Fr');
    expect(requestQueryOf('OPENID4VP://?client_id=a&request=eyJ')).toBe('client_id=a&request=eyJ');
    expect(requestQueryOf('RFXZM979M8WPPULYRYWG')).toBeNull();
    expect(requestQueryOf('openid4vp://?request_uri=https%3A%2F%2Fa')).toBeNull();
    expect(requestOfSearch('?client_id=a&request_uri=b')).toBe('client_id=a&request_uri=b');
    expect(requestOfSearch('')).toBeNull();
  });

  it('sends every required claim and the optional ones switched on (all of them at first)', () => {
    const claims = [claim('address', false), claim('head', true), claim('since', true)];
    const choice = initialChoice(claims);
    expect(chosenClaims(claims, choice).map((each) => each.id)).toEqual(['address', 'head', 'since']);
    expect(chosenClaims(claims, { ...choice, head: false }).map((each) => each.id)).toEqual(['address', 'since']);
  });
});
