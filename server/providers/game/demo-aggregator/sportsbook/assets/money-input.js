/* global window */
// The site's one rule for a typed amount (src/engine/money.ts parseMoneyInput), for the plain-JS game pages, which
// cannot import the engine: read with the separators of the player's language (the page gives the Intl locale with
// Latin digits, latinDigitsLocale(intlLocaleOf(lang))): digits, grouped in threes (or 12,34,567 where the language
// groups so), then the language's decimal separator and at most as many decimals as the currency has; a single other
// separator that cannot group is a decimal one; 1.250 in French or 1,250.50 in German is ambiguous (with an example).
// The symbol and spaces are ignored; exact in integers (BigInt). Same answers as the engine's, which
// tests/server/game/sportsbook-stake-input.test.ts checks over many inputs and languages.
(function (root) {
  'use strict';

  function fail(key, values) {
    return { ok: false, error: { key: key, values: values || {} } };
  }

  function escapeRegExp(text) {
    return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  }

  /** The decimal and group separators of a locale, and whether it groups in the Indian way (12,34,567). */
  var separatorsOf = {};
  function numberSeparators(locale) {
    var key = locale || 'en';
    if (separatorsOf[key]) return separatorsOf[key];
    var parts = new Intl.NumberFormat(locale || 'en').formatToParts(1234567.5);
    var find = function (type) { return parts.filter(function (p) { return p.type === type; })[0]; };
    var integers = parts.filter(function (p) { return p.type === 'integer'; });
    separatorsOf[key] = {
      decimal: find('decimal') ? find('decimal').value : '.',
      group: find('group') ? find('group').value : ',',
      indian: integers.length > 2 && integers[1].value.length === 2,
    };
    return separatorsOf[key];
  }

  /** An amount as a player of the locale types it: 1,250.50, 1.250,50, 1 250,50; 1,250 for a currency without decimals. */
  function amountExample(currency, locale) {
    var digits = currency.minorUnits > 0 ? 2 : 0;
    return new Intl.NumberFormat(locale || 'en', { minimumFractionDigits: digits, maximumFractionDigits: digits, useGrouping: true }).format(digits > 0 ? 1250.5 : 1250);
  }

  /** Minor units from what a player typed, or the engine's message key: required, amount.invalid, amount.ambiguous, amount.tooManyDecimals, amount.wholeOnly, amount.tooLarge. */
  function parseMoneyInput(text, currency, locale) {
    var compact = text.split(currency.symbol).join('').replace(/\s/g, '');
    if (compact === '') return fail('required');
    var seps = numberSeparators(locale);
    var d = escapeRegExp(seps.decimal);
    var g = /\s/.test(seps.group) ? '' : escapeRegExp(seps.group);
    var grouped = g ? '|\\d{1,3}(?:' + g + '\\d{3})+' + (seps.indian ? '|\\d{1,2}(?:' + g + '\\d{2})*' + g + '\\d{3}' : '') : '';
    var whole;
    var fraction;
    var own = new RegExp('^(\\d+' + grouped + ')(?:' + d + '(\\d*))?$').exec(compact);
    if (own && own[1]) {
      whole = own[1].split(seps.group).join('');
      fraction = own[2] || '';
    } else {
      var other = seps.decimal === ',' ? '.' : ',';
      var single = new RegExp('^(\\d+)' + escapeRegExp(other) + '(\\d*)$').exec(compact);
      if (single && (single[2] || '').length !== 3) {
        whole = single[1];
        fraction = single[2] || '';
      } else if (/^[\d.,]+$/.test(compact) && /\d/.test(compact)) {
        return fail('amount.ambiguous', { example: amountExample(currency, locale) });
      } else {
        return fail('amount.invalid');
      }
    }
    if (fraction.length > currency.minorUnits) {
      return currency.minorUnits === 0 ? fail('amount.wholeOnly') : fail('amount.tooManyDecimals', { count: currency.minorUnits });
    }
    var scale = BigInt(10) ** BigInt(currency.minorUnits);
    var padded = fraction;
    while (padded.length < currency.minorUnits) padded += '0';
    var minor = BigInt(whole) * scale + BigInt(padded || '0');
    if (minor > BigInt(Number.MAX_SAFE_INTEGER)) return fail('amount.tooLarge');
    return { ok: true, minorUnits: Number(minor) };
  }

  root.LiveryMoney = { parseMoneyInput: parseMoneyInput, amountExample: amountExample, numberSeparators: numberSeparators };
})(typeof window !== 'undefined' ? window : globalThis);
