import { useParams } from 'react-router-dom';
import { CategoryListing } from '../components/CategoryListing';

export default function FabricsPage() {
  const { fabricId, subfabricId, subsubfabricId } = useParams();
  const slugs = [fabricId, subfabricId, subsubfabricId].filter((slug): slug is string => Boolean(slug));
  return <CategoryListing key={slugs.join('/')} main="fabrics" slugs={slugs} />;
}
