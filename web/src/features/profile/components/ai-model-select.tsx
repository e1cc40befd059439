import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { AI_MODELS } from '@quizdrill/contracts/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiProviders } from '@/features/profile/api/get-ai-providers';
import { type AiModel, aiModelStorage } from '@/lib/storage';

const modelLabelKey = { openai: 'profile.aiModelOpenai', claude: 'profile.aiModelClaude' } as const;

/**
 * Admin-only choice of the model behind AI explanations and generation; remembered in `aiModel`. A model without a
 * key is marked (issue 41): the built-in explainer answers for it. Until the service says, no model is marked.
 */
export function AiModelSelect() {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  const [model, setModel] = useState<AiModel>(aiModelStorage.get);
  const providers = useAiProviders().data?.providers;
  const configured = (candidate: AiModel) =>
    providers?.find((provider) => provider.id === candidate)?.configured ?? true;
  const label = (candidate: AiModel) =>
    configured(candidate)
      ? t(modelLabelKey[candidate])
      : t('profile.aiModelNotConfigured', { model: t(modelLabelKey[candidate]) });
  return (
    <FormControl size="small" sx={{ minWidth: 220, alignSelf: 'flex-start' }}>
      <InputLabel id={labelId}>{t('profile.aiModel')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('profile.aiModel')}
        aria-describedby={configured(model) ? undefined : hintId}
        value={model}
        onChange={(event) => {
          const chosen = AI_MODELS.find((candidate) => candidate === event.target.value);
          if (!chosen) return;
          aiModelStorage.set(chosen);
          setModel(chosen);
        }}
      >
        {AI_MODELS.map((candidate) => (
          <MenuItem key={candidate} value={candidate}>
            {label(candidate)}
          </MenuItem>
        ))}
      </Select>
      {!configured(model) && (
        <FormHelperText id={hintId}>{t('profile.aiModelNotConfiguredHint')}</FormHelperText>
      )}
    </FormControl>
  );
}
