// The choices of one view: merchant, language, palette, system status, login state, whitelabel flags and register
// field rules. Every change goes to onChange as a whole new view; nothing here talks to the server.
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { defaultView, effectiveRule, effectiveTree, hasOverrides, setFieldRule, setFlag } from '../console-state';
import { nativeNameOf } from '../../../engine/language-names';
import { PREVIEW_LOGIN_STATES, PREVIEW_PALETTES, PREVIEW_STATUSES, type PreviewMerchant, type PreviewView } from '../../../engine/preview-view';
import { Field, Fieldset, Select } from './console-styles';
import { FieldRules } from './field-rules';
import { FlagTree } from './flag-tree';
import { RadioGroup } from './radio-group';

export interface ViewControlsProps {
  /** Names the fieldset (A or B) when two views are compared. */
  label: string;
  view: PreviewView;
  merchants: readonly PreviewMerchant[];
  onChange: (next: (current: PreviewView) => PreviewView) => void;
}

export function ViewControls({ label, view, merchants, onChange }: ViewControlsProps) {
  const { t } = useTranslation('preview');
  const name = useId();
  const merchant = merchants.find((m) => m.code === view.merchant) ?? merchants[0]!;
  const fields = Object.keys(merchant.registerFieldRules);

  return (
    <Fieldset>
      <legend>{label}</legend>
      <Field>
        {t('controls.merchant')}
        <Select
          value={merchant.code}
          onChange={(event) => {
            const next = merchants.find((m) => m.code === event.target.value);
            // Another merchant starts from its own files: its flags and field rules are not this one's.
            if (next) onChange(() => defaultView(next));
          }}
        >
          {merchants.map((m) => (
            <option key={m.code} value={m.code}>
              {m.name} ({m.code})
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        {t('controls.language')}
        <Select value={view.language} onChange={(event) => onChange((v) => ({ ...v, language: event.target.value }))}>
          {merchant.languages.map((language) => (
            <option key={language} value={language} lang={language}>
              {nativeNameOf(language)}
            </option>
          ))}
        </Select>
      </Field>
      <RadioGroup
        legend={t('controls.palette')}
        name={`${name}-palette`}
        options={PREVIEW_PALETTES}
        value={view.palette}
        labelOf={(p) => t(`palette.${p}`)}
        onChange={(palette) => onChange((v) => ({ ...v, palette }))}
      />
      <RadioGroup
        legend={t('controls.status')}
        name={`${name}-status`}
        options={PREVIEW_STATUSES}
        value={view.status}
        labelOf={(s) => t(`status.${s}`)}
        onChange={(status) => onChange((v) => ({ ...v, status }))}
      />
      <RadioGroup
        legend={t('controls.login')}
        name={`${name}-login`}
        options={PREVIEW_LOGIN_STATES}
        value={view.login}
        labelOf={(s) => t(`loginState.${s}`)}
        onChange={(login) => onChange((v) => ({ ...v, login }))}
      />
      <FlagTree
        tree={effectiveTree(merchant, view)}
        changed={new Set(Object.keys(view.flags))}
        onToggle={(modId, enabled) => onChange((v) => setFlag(v, merchant, modId, enabled))}
      />
      <FieldRules
        fields={fields}
        ruleOf={(field) => effectiveRule(merchant, view, field)}
        changed={new Set(Object.keys(view.fields))}
        onChange={(field, change) => onChange((v) => setFieldRule(v, merchant, field, change))}
      />
      <Button tone="ghost" disabled={!hasOverrides(view)} onClick={() => onChange((v) => ({ ...v, flags: {}, fields: {} }))}>
        {t('controls.reset')}
      </Button>
    </Fieldset>
  );
}
