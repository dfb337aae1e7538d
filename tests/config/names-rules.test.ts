// Values that name something are checked against what exists (issue 19.1, 20.4): time zones, currencies with their
// minor units, catalogue vendors, dialing codes. Each refusal names the pointer and suggests the likely value.
import { describe, expect, it } from 'vitest';
import { assetPathMissing, currencyUnknown, dialingCodeUnknown, timezoneUnknown, vendorUnknown } from '../../server/config/rules-names.js';
import { findings, merchantIn, repoLintInput } from './config-fixtures.js';

const basic = 'merchants/basic/merchant.json';

describe('timezone-unknown', () => {
  it('[issue 19] refuses a misspelt time zone and suggests the real one', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').timezone = 'Asia/Phnom_Pen'; });
    expect(findings(timezoneUnknown, input)).toEqual([{ file: basic, pointer: '/timezone', reason: expect.stringContaining('Asia/Phnom_Pen'), fix: 'did you mean "Asia/Phnom_Penh"?' }]);
  });
  it('accepts the zones Intl knows, aliases included', () => {
    expect(findings(timezoneUnknown, repoLintInput((i) => { merchantIn(i, 'basic').timezone = 'UTC'; }))).toEqual([]);
    expect(findings(timezoneUnknown, repoLintInput())).toEqual([]);
  });
});

describe('currency-unknown', () => {
  it('[issue 20] refuses a currency code the platform does not handle', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').currency = { code: 'XYZ', symbol: '¤', minorUnits: 2 }; });
    expect(findings(currencyUnknown, input)).toEqual([expect.objectContaining({ file: basic, pointer: '/currency/code', fix: expect.stringContaining('THB') })]);
  });
  it('[issue 20] refuses minor units that differ from the currency\'s', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').currency = { code: 'THB', symbol: '฿', minorUnits: 0 }; });
    expect(findings(currencyUnknown, input)).toEqual([expect.objectContaining({ pointer: '/currency/minorUnits', fix: 'set minorUnits to 2' })]);
  });
  it('accepts THB with 2 and the repository\'s currencies', () => {
    expect(findings(currencyUnknown, repoLintInput((i) => { merchantIn(i, 'basic').currency = { code: 'THB', symbol: '฿', minorUnits: 2 }; }))).toEqual([]);
    expect(findings(currencyUnknown, repoLintInput())).toEqual([]);
  });
});

describe('vendor-unknown', () => {
  it('[issue 19] refuses a vendor code the catalogue does not have in that category', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').vendors.LIVE = ['AG', 'EVO']; });
    expect(findings(vendorUnknown, input)).toEqual([expect.objectContaining({ file: basic, pointer: '/vendors/LIVE/1', fix: expect.stringContaining('AG, BBIN') })]);
  });
  it('[issue 19] refuses a real vendor listed under a category it has no games in', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').vendors.SPORTS = ['KY']; });
    expect(findings(vendorUnknown, input)).toEqual([expect.objectContaining({ pointer: '/vendors/SPORTS/0' })]);
  });
  it('accepts e-sports vendors under SPORTS, which the engine moves, and the repository\'s vendors', () => {
    expect(findings(vendorUnknown, repoLintInput((i) => { merchantIn(i, 'basic').vendors.SPORTS = ['IBC', 'IMES']; }))).toEqual([]);
    expect(findings(vendorUnknown, repoLintInput())).toEqual([]);
  });
});

describe('dialing-code-unknown', () => {
  it('[issue 19] refuses an unknown dialing code and a default outside the offered list', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'basic').registerSettings = { countryDialingCodes: ['+855', '+999'], defaultCountryDialingCode: '+66' }; });
    expect(findings(dialingCodeUnknown, input).map((f) => f.pointer)).toEqual(['/registerSettings/countryDialingCodes/1', '/registerSettings/defaultCountryDialingCode']);
  });
  it('passes the repository\'s merchants', () => {
    expect(findings(dialingCodeUnknown, repoLintInput())).toEqual([]);
  });
});

describe('asset-path-missing', () => {
  it('[issue 19] refuses a resource that names a merchant asset the folder lacks', () => {
    const input = repoLintInput((i) => { merchantIn(i, 'demo').resources![0]!.url = '/merchant-assets/demo/app-qr.png'; });
    expect(findings(assetPathMissing, input)).toEqual([expect.objectContaining({ pointer: '/resources/0/url', reason: expect.stringContaining('merchants/demo/assets/app-qr.png') })]);
  });
  it('passes a file that exists, and the repository\'s merchants', () => {
    const input = repoLintInput((i) => {
      const banner = merchantIn(i, 'demo').banners![0]!.url;
      merchantIn(i, 'demo').resources![0]!.url = banner;
    });
    expect(findings(assetPathMissing, input)).toEqual([]);
    expect(findings(assetPathMissing, repoLintInput())).toEqual([]);
  });
});
