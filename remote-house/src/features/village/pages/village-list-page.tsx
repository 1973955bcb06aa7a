import { Button } from 'antd';

export default function VillageListPage() {
  return <Button type="primary">village</Button>;
}
