/* global window */
// The site's one rule for a typed amount (src/engine/money.ts parseMoneyInput), for the plain-JS game pages, which
// cannot import the engine: digits, or digits grouped by commas in threes, then a decimal point and at most as many
// decimals as the currency has; the symbol and spaces are ignored; exact in integers (BigInt). Same answers as the
// engine's, which tests/engine/money-input-asset.test.ts checks over many inputs.
(function (root) {
  'use strict';
  var AMOUNT = /^(\d+|\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

  function fail(key, values) {
    return { ok: false, error: { key: key, values: values || {} } };
  }

  /** Minor units from what a player typed, or the engine's message key: required, amount.invalid, amount.tooManyDecimals, amount.wholeOnly, amount.tooLarge. */
  function parseMoneyInput(text, currency) {
    var compact = text.split(currency.symbol).join('').replace(/\s/g, '');
    if (compact === '') return fail('required');
    var match = AMOUNT.exec(compact);
    if (!match || !match[1]) return fail('amount.invalid');
    var fraction = match[2] || '';
    if (fraction.length > currency.minorUnits) {
      return currency.minorUnits === 0 ? fail('amount.wholeOnly') : fail('amount.tooManyDecimals', { count: currency.minorUnits });
    }
    var scale = BigInt(10) ** BigInt(currency.minorUnits);
    var padded = fraction;
    while (padded.length < currency.minorUnits) padded += '0';
    var minor = BigInt(match[1].split(',').join('')) * scale + BigInt(padded || '0');
    if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return fail('amount.tooLarge');
    return { ok: true, minorUnits: Number(minor) };
  }

  root.LiveryMoney = { parseMoneyInput: parseMoneyInput };
})(typeof window !== 'undefined' ? window : globalThis);
