import maskIcon from '@site/src/components/MaskIcon';

export default maskIcon('note');
