"use client";

export { SegmentError as default } from "@/components/shell/segment-error";
