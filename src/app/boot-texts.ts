// The few words shown before the merchant and its language files are known. When the permission data cannot be
// loaded the network is usually down, so the language files could not be loaded either: these ship in the main chunk.
// A test keeps them equal to the same keys of locales/<lang>/common.json.
export const BOOT_TEXTS = {
  km: { loading: 'កំពុងផ្ទុក', network_error: 'ការតភ្ជាប់បណ្តាញមិនប្រក្រតី សូមព្យាយាមម្តងទៀត', retry: 'ព្យាយាមម្តងទៀត' },
  en: { loading: 'Loading', network_error: 'Network link is abnormal, please try again', retry: 'Try again' },
  zh: { loading: '加载中', network_error: '网络连接异常，请重试', retry: '重试' },
} as const;

export type BootLanguage = keyof typeof BOOT_TEXTS;

export function bootTexts(language: string) {
  return BOOT_TEXTS[language as BootLanguage] ?? BOOT_TEXTS.km;
}
