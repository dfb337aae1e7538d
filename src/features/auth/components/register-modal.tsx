// The register popup (spec P2.10): its title is the sign-up text. The generated form (RJSF) loads lazily once the
// register settings and, with a referral code in the address, the invitation-code check have answered.
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { closeAuthModal } from '../../../lib/auth-modal';
import { withChunkTimeout } from '../../../lib/chunk-load';
import { usePermission } from '../../../lib/permission';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useAffiliateCheck } from '../api/get-affiliate';
import { useRegisterSetting, type RegisterSetting } from '../api/get-register-setting';

const RegisterForm = lazy(withChunkTimeout(() => import('./register-form')));

export function RegisterModal() {
  const { t } = useTranslation('auth');
  const permission = usePermission();
  const [searchParams] = useSearchParams();
  const referralCode = searchParams.get('referralCode');
  const setting = useRegisterSetting();
  // Spec P4.4-6: the affiliate field hides when the code in the address checks out.
  const affiliateOk = useAffiliateCheck(referralCode);
  const waiting = setting.isPending || (referralCode !== null && affiliateOk === undefined);
  // Without the settings the form still works from the permission data, without a captcha.
  const effective: RegisterSetting = setting.data ?? {
    registerFieldRules: permission.registerFieldRules,
    showCaptcha: false,
    mobilePasswordAllowed: true,
    defaultCountryDialingCode: '',
    countryDialingCodes: [],
  };
  const loading = <Spinner label={t('register.loadingForm')} />;
  return (
    <Modal open onClose={closeAuthModal} title={t('register.title')} closeLabel={t('common.close')} width={480}>
      {waiting ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <RegisterForm setting={effective} validAffiliateCode={affiliateOk === true ? referralCode : null} />
        </Suspense>
      )}
    </Modal>
  );
}
