import { AI_MODELS } from '@quizdrill/contracts/rules';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Select } from '@/components/ui/select';
import { useAiProviders } from '@/features/profile/api/get-ai-providers';
import { type AiModel, aiModelStorage } from '@/lib/storage';
import styles from './ai-model-select.module.css';

const modelLabelKey = { openai: 'profile.aiModelOpenai', claude: 'profile.aiModelClaude' } as const;

/**
 * Admin-only choice of the model behind AI explanations and generation; remembered in `aiModel`. A model without a
 * key is marked (issue 41): the built-in explainer answers for it. Until the service says, no model is marked.
 */
export function AiModelSelect() {
  const { t } = useTranslation();
  const [model, setModel] = useState<AiModel>(aiModelStorage.get);
  const providers = useAiProviders().data?.providers;
  const configured = (candidate: AiModel) =>
    providers?.find((provider) => provider.id === candidate)?.configured ?? true;
  const label = (candidate: AiModel) =>
    configured(candidate)
      ? t(modelLabelKey[candidate])
      : t('profile.aiModelNotConfigured', { model: t(modelLabelKey[candidate]) });
  return (
    <div className={styles.field}>
      <Select
        name="aiModel"
        label={t('profile.aiModel')}
        value={model}
        onChange={(value) => {
          const chosen = AI_MODELS.find((candidate) => candidate === value);
          if (!chosen) return;
          aiModelStorage.set(chosen);
          setModel(chosen);
        }}
        options={AI_MODELS.map((candidate) => ({ value: candidate, label: label(candidate) }))}
        hint={configured(model) ? undefined : t('profile.aiModelNotConfiguredHint')}
        fullWidth
      />
    </div>
  );
}
