import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { AI_MODELS } from '@quizdrill/contracts/rules';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AiModel, aiModelStorage } from '../../../lib/storage';

const modelLabelKey = { openai: 'profile.aiModelOpenai', claude: 'profile.aiModelClaude' } as const;

/** Admin-only choice of the model behind AI explanations and generation; remembered in `aiModel`. */
export function AiModelSelect() {
  const { t } = useTranslation();
  const labelId = useId();
  const [model, setModel] = useState<AiModel>(aiModelStorage.get);
  return (
    <FormControl size="small" sx={{ minWidth: 220, alignSelf: 'flex-start' }}>
      <InputLabel id={labelId}>{t('profile.aiModel')}</InputLabel>
      <Select
        labelId={labelId}
        label={t('profile.aiModel')}
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
            {t(modelLabelKey[candidate])}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
