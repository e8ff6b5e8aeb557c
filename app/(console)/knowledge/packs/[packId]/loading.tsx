export { PackDetailSkeleton as default } from "@/components/packs/pack-detail-skeleton";
