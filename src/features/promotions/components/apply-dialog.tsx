// The application form (spec M3-10, M5-3, M9-5): a remark with a live counter (140 at most) and an image picker
// that checks each file's kind by its first bytes, its size and the count before anything is sent.
import { useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Button } from '../../../ui/button';
import { focusRing } from '../../../ui/focus-ring';
import { Modal } from '../../../ui/modal';
import { useToast } from '../../../ui/toast';
import { useApply, type Activity } from '../api/promotions-api';
import { checkPicked, MAX_IMAGE_BYTES, MAX_IMAGES, readImageFile, REMARK_MAX, remarkLength, type ImageProblem } from '../utils/application-rules';
import { areaErrorText } from '../../../lib/error-texts';

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing.md};

  label {
    font-weight: 600;
  }
  textarea {
    min-height: 96px;
    padding: ${({ theme }) => theme.spacing.sm};
    border: 1px solid ${({ theme }) => theme.colors.textMuted};
    border-radius: ${({ theme }) => theme.radii.small};
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    resize: vertical;
    ${focusRing}
  }
  textarea[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  .meta {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.spacing.sm};
    margin: 0;
    color: ${({ theme }) => theme.colors.text};
    font-size: 0.9rem;
  }
  .over {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 700;
  }
  .error {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
  .actions {
    display: flex;
    justify-content: flex-end;
    gap: ${({ theme }) => theme.spacing.sm};
  }
`;

const Thumbs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-direction: column;
    align-items: center;
    gap: ${({ theme }) => theme.spacing.xxs};
    width: 96px;
  }
  img {
    width: 96px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.small};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const PickLabel = styled.label`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing.lg};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.medium};
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

interface Picked {
  name: string;
  type: string;
  base64: string;
}

export function ApplyDialog({ activity, onClose }: { activity: Activity; onClose: () => void }) {
  const { t } = useTranslation(['promotions', 'common']);
  const toast = useToast();
  const apply = useApply();
  const [remark, setRemark] = useState('');
  const [images, setImages] = useState<Picked[]>([]);
  const [problem, setProblem] = useState<ImageProblem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const ids = { remark: useId(), counter: useId(), images: useId(), problem: useId() };
  const length = remarkLength(remark);
  const over = length > REMARK_MAX;

  async function onPick(event: ChangeEvent<HTMLInputElement>) {
    const files = [...(event.target.files ?? [])];
    event.target.value = '';
    if (files.length === 0) return;
    const read = await Promise.all(files.map(readImageFile));
    const found = checkPicked(images.length, read);
    setProblem(found);
    if (found === null) setImages((current) => [...current, ...read.map((r) => ({ name: r.name, type: r.type, base64: r.base64 }))]);
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (over) return;
    setError(null);
    apply.mutate(
      { activityId: activity.activityId, remark: remark.trim(), images: images.map((i) => i.base64) },
      {
        onSuccess: () => {
          toast(t('applied'));
          onClose();
        },
        onError: (e) => setError(areaErrorText(t, 'promotions', e)),
      },
    );
  }

  return (
    <Modal open onClose={onClose} title={t('apply.title', { title: activity.title })} closeLabel={t('common:actions.close')} width={560}>
      <Form onSubmit={onSubmit} noValidate data-testid="apply-form">
        <label htmlFor={ids.remark}>{t('apply.remark')}</label>
        <textarea
          id={ids.remark}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
          aria-describedby={ids.counter}
          aria-invalid={over}
          placeholder={t('apply.remarkHint')}
        />
        <p className="meta">
          <span>{t('apply.remarkHint')}</span>
          <span id={ids.counter} className={over ? 'over' : undefined} aria-live="polite" data-testid="remark-counter">
            {t('apply.counter', { count: length, max: REMARK_MAX })}
          </span>
        </p>
        {over && <p className="error" role="alert">{t('errors.remark_too_long')}</p>}

        <span id={ids.images} style={{ fontWeight: 600 }}>{t('apply.images')}</span>
        <p className="meta">
          <span>{t('apply.imagesHint', { count: MAX_IMAGES, size: MAX_IMAGE_BYTES / 1024 / 1024 })}</span>
          <span>{t('apply.counter', { count: images.length, max: MAX_IMAGES })}</span>
        </p>
        {images.length > 0 && (
          <Thumbs aria-labelledby={ids.images}>
            {images.map((image, i) => (
              <li key={`${image.name}-${i}`}>
                <img src={`data:${image.type};base64,${image.base64}`} alt={image.name} width={96} height={72} />
                <Button tone="ghost" onClick={() => setImages((current) => current.filter((_, j) => j !== i))} aria-label={t('apply.remove', { name: image.name })}>
                  {t('apply.removeShort')}
                </Button>
              </li>
            ))}
          </Thumbs>
        )}
        {images.length < MAX_IMAGES && (
          <PickLabel>
            {t('apply.pick')}
            <input ref={fileInput} type="file" accept="image/png,image/jpeg" multiple onChange={(e) => void onPick(e)} aria-describedby={problem ? ids.problem : undefined} data-testid="image-input" />
          </PickLabel>
        )}
        {problem && (
          <p className="error" id={ids.problem} role="alert" data-testid="image-problem">
            {t(`errors.${problem}`)}
          </p>
        )}
        {error && <p className="error" role="alert">{error}</p>}
        <div className="actions">
          <Button tone="ghost" onClick={onClose}>{t('apply.cancel')}</Button>
          <Button type="submit" disabled={over || apply.isPending}>{apply.isPending ? t('apply.sending') : t('apply.submit')}</Button>
        </div>
      </Form>
    </Modal>
  );
}
